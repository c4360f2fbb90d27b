/** One email. `html` is optional: every mail has a plain-text body for clients without HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /**
   * A stable id: the mail's `Message-ID` is `<id@the From domain>`, the same on every delivery
   * attempt, so a receiver can drop a repeat (decision 111). Unset: a new one per send.
   */
  id?: string;
}
