export declare const SERVER_OLD_SPACE_FLOOR_MB: number;
export declare const SERVER_NODE_ARGS: readonly string[];
