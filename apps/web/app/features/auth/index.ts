// What other features use from the sign-in feature (the user centre's binding and password forms).
export { CodeRequest } from './CodeRequest.tsx';
export { PasswordFields } from './PasswordFields.tsx';
export { serverFieldErrors } from './server-fields.ts';
export { TargetField } from './TargetField.tsx';
export {
  hasErrors,
  validateCodeForm,
  validateNewPassword,
  type CodeChannel,
  type FieldErrors,
} from './validate.ts';
