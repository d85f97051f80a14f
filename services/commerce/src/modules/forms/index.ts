/** Content forms: submissions checked against their content definition, stored and mailed. */
export { formSubmitRoutes } from './routes.ts';
export { FIELD_FAULTS, type FieldFault } from './rules.ts';
export { etchingInquiryRoutes } from './etching-inquiry.routes.ts';
