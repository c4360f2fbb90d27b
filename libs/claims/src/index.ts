export { ClaimsForm } from './claims-form.tsx';
