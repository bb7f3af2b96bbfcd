// The blockchain configuration as getConfigAll prints it: a dictionary from 32-bit parameter ids to cells.
import { Cell, Dictionary } from '@ton/core';

export function configDictionary(bytes: string): Dictionary<number, Cell> {
  const root = Cell.fromBase64(bytes);
  return Dictionary.loadDirect(Dictionary.Keys.Int(32), Dictionary.Values.Cell(), root.beginParse());
}
