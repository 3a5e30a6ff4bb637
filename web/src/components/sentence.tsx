import { Trans } from 'react-i18next';
import type { ComponentProps } from 'react';

type SentenceProps = Omit<ComponentProps<typeof Trans>, 'components' | 'shouldUnescape'>;

/**
 * A translated sentence whose values (lot titles, amounts, numbers) sit in `<bdi>` where the
 * wording marks them, so a Latin title or '$800.00/ct' keeps its own direction inside Arabic
 * text. Values are escaped before the markup is read, so a title can never add markup.
 */
export function Sentence(props: SentenceProps) {
  return (
    <Trans
      {...props}
      tOptions={{ ...props.tOptions, interpolation: { escapeValue: true } }}
      shouldUnescape
      components={{ bdi: <bdi /> }}
    />
  );
}
