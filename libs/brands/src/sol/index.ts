// The entry a brand build links in as `@skybook/brand-active`: its identity and its tokens.
import './tokens.css';
export { sol as activeBrand } from './brand.ts';
