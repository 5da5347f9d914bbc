export {
  checkValue,
  type FieldCheck,
  type FieldFilter,
  fieldChecks,
  fieldFilters,
  TextField,
  type TextFieldProps,
} from './TextField'
