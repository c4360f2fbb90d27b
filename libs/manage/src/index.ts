// Public API of @skybook/manage: the manage booking pages, as the app's routes compose them
// (`/{lang}/manage`, `/{lang}/manage/confirmation`).
export { ManagePage } from './manage-page.tsx';
export { ManageConfirmationPage } from './manage-confirmation-page.tsx';
export {
  validateManageConfirmationSearch,
  validateManageSearch,
  type ManageChange,
} from './manage-search.ts';
