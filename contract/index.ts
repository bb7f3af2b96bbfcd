// The contract runtime: the bundled OpenAPI documents, their operations, and validators that judge
// responses and schemas by them. Server, conformance suite and tests import from here.
export * from './spec.ts';
export * from './operations.ts';
export * from './formats.ts';
export * from './ajv.ts';
export * from './validators.ts';
export * from './integers.ts';
