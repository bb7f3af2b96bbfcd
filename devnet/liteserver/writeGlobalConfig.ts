import { writeFileAtomic } from '../writeAtomic.ts';
import { buildGlobalConfig, type GlobalConfigInput } from '../../liteapi/globalConfig.ts';

/** Written atomically: `make run` and the server read it while the local network may be (re)writing it. */
export async function writeGlobalConfig(path: string, input: GlobalConfigInput): Promise<void> {
  await writeFileAtomic(path, buildGlobalConfig(input));
}
