export * from './replay.model.js';
