export { type Config, ConfigError, configOrExit, type Overrides, parseValue, readConfig } from './read.ts';
export { configurationTable, withConfigurationTable } from './table.ts';
export type { Program } from './variable.ts';
export { type Name, VARIABLES } from './variables.ts';
