export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function serverNodeFlags(nodeOptions: string | undefined): string[];
export declare const SERVER_NODE_ARGS: readonly string[];
export declare function ensureServerBuild(): void;
export declare const SERVER_ENV: Readonly<Record<string, string>>;
