export declare const SERVER_NODE_ARGS: readonly string[];
export declare function ensureServerBuild(): void;
