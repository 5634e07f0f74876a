import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

/** The text of the error when another running process holds the folder (its pid is appended). */
export const FOLDER_IN_USE =
  "The embedded database is in use by another process: stop it first, or set DATABASE_URL to share PostgreSQL. Two processes on one PGlite folder corrupt it. Holder pid:";

/** Another running process holds the folder: said to the operator as one line, not a stack trace. */
export class FolderInUseError extends Error {
  constructor(readonly holder: number) {
    super(`${FOLDER_IN_USE} ${holder}`);
  }
}

/**
 * Takes `<dir>.lock` for this process (its pid inside) and returns the release. PGlite is one process's
 * database: a second server, `npm run user:create` or `npm run db:migrate` opening the same folder while a
 * server runs would write the same files and leave the folder unreadable (seen: WebAssembly "Aborted()" on
 * the next start). A lock left by a process that no longer runs (kill -9, a crash, a container restart) is
 * taken over.
 */
export function lockDataFolder(dir: string, pid = process.pid): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(pid));
      closeSync(fd);
      return () => {
        if (readPid(file) === pid) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = readPid(file);
      if (holder !== undefined && holder !== pid && isRunning(holder)) throw new FolderInUseError(holder);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take ${file}`);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
