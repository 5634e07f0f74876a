/** A module built by Vite into one self-contained script, as text (vite.config.ts, `islandScripts`). */
declare module "*?iife" {
  const code: string;
  export default code;
}

/** An islands module built by Vite into hashed files, as its entry file's address (vite.config.ts, `islandModules`). */
declare module "*?islands" {
  const src: string;
  export default src;
}
