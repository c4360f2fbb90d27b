export { NewsletterForm } from './newsletter-form.tsx';
export { useNewsletterSignup, type NewsletterInput } from './use-newsletter-signup.ts';
