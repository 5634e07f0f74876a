import { ApiError } from "./apiClient";
import { secondaryButton } from "./ui";

export type EditorStatus = "loading" | "ready" | "failed";

/** A failed save: the server's message, and whether it was a stale list version (409, ADR 011). */
export interface SaveProblem {
  message: string;
  conflict: boolean;
}

/** A failed save as the editor shows it: the problem above the list, and the alert (failure text, then the server's message). */
export function saveFailure(error: unknown, saveFailedMessage: string): { problem: SaveProblem; alert: string } {
  const message = error instanceof Error ? error.message : "";
  return {
    problem: { message, conflict: error instanceof ApiError && error.status === 409 },
    alert: `${saveFailedMessage}${message ? `\n${message}` : ""}`,
  };
}

interface EditorLoadStateProps {
  status: EditorStatus;
  problem: SaveProblem | null;
  /** The editor's save failure text (spec 001 §8), shown when the server gave no message. */
  saveFailedMessage: string;
  /** 'Failed to load the list.' or '... the lists.' */
  loadFailedMessage: string;
  /** Loads the list again from the server (Try Again, and Reload after a conflict). */
  onReload(): void;
}

/**
 * The list editors' shared states above their items: the save failure (with Reload when someone
 * else saved first), 'Loading...', and the load failure with Try Again.
 */
export function EditorLoadState({ status, problem, saveFailedMessage, loadFailedMessage, onReload }: EditorLoadStateProps) {
  return (
    <>
      {problem && (
        <div role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          <p>{problem.message || saveFailedMessage}</p>
          {problem.conflict && (
            <button type="button" onClick={onReload} className={`${secondaryButton} mt-2`}>
              Reload
            </button>
          )}
        </div>
      )}
      {status === "loading" && <p className="mt-6">Loading...</p>}
      {status === "failed" && (
        <div className="mt-6">
          <p>{loadFailedMessage}</p>
          <button type="button" onClick={onReload} className={`${secondaryButton} mt-2`}>
            Try Again
          </button>
        </div>
      )}
    </>
  );
}
