export declare const SERVER_NODE_ARGS: readonly string[];
export declare function ensureServerBuild(): void;
export declare const SERVER_ENV: Readonly<Record<string, string>>;
