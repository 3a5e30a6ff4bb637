import { type SuccessCode, successTexts } from '@facet/event-schemas';

/**
 * The English of every success code (event-schemas' table): a handler answers
 * `success(message, ...)` with the text; the envelope adds the text's code.
 */
export const successMessages: Readonly<Record<SuccessCode, string>> = successTexts;

const codeOfText = new Map(
  Object.entries(successMessages).map(([code, text]) => [text, code as SuccessCode]),
);

/** The code of a success text, when the web shows it (a read's 'Lots' has none). */
export const successCodeOf = (message: string): SuccessCode | undefined => codeOfText.get(message);
