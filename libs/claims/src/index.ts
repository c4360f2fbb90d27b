export { ClaimsForm } from './claims-form.tsx';
export { useSubmitClaim, type ClaimInput } from './use-submit-claim.ts';
