export { NewsletterForm } from './newsletter-form.tsx';
