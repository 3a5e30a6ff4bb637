export * from './spending-cap.decider.js';
