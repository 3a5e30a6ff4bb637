import { TermsDialog } from '@/features/auth/components/terms-dialog';
import { StaticContent } from '@/features/content/components/static-content';

/**
 * The blocking terms dialog with the terms page in it. The layout loads it lazily, only for a
 * user who has not accepted the terms yet: the dialog, the page and its HTML sanitizer stay out
 * of every visitor's first download (the web's initial-JS budget).
 */
export default function TermsPrompt() {
  return <TermsDialog opened content={<StaticContent id="terms_of_use" />} />;
}
