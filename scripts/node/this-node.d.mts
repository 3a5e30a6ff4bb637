// Types of this-node.mjs for the specs that import it (the scripts stay plain ESM).
export declare const nodeBin: string;
export declare function useThisNodeForChildren(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function requireSupportedNode(what: string): void;
