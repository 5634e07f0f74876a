/** A module built by Vite into one self-contained script, as text (vite.config.ts, `islandScripts`). */
declare module "*?iife" {
  const code: string;
  export default code;
}
