// The total is one rule for the server and the bid panel: it lives in event-schemas' money module,
// the one piece of event-schemas code the web may run.
export { divideHalfUp, lotTotal, type PricingBasis } from '@facet/event-schemas';
