import { successTexts } from '@facet/event-schemas/success-texts';

/**
 * The server's success messages by their code, in the server's own wording (event-schemas'
 * table, the envelope's English): the web shows `successes:<code>`.
 */
export const successes = successTexts;
