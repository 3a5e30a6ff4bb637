// Types of node-options.mjs for the TypeScript benches that import it (the scripts stay plain ESM).
export declare const NODE_OPTIONS: string;
export declare function withNodeOptions(current?: string): string;
export declare function rerunUnderNodeOptions(): string;
