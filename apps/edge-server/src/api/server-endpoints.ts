// The endpoint table every request the server takes is validated with. The contract's phone schema
// (`PhoneE164`) checks numbers with libphonenumber-js, which the contract leaves out so browsers load
// it only where a phone is typed (decision 097): importing it here means the server never validates
// without it.
import '@skybook/api-contract/phone-check';

export { endpoints } from '@skybook/api-contract';
