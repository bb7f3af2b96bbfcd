import { useV2Case } from '../../../src/semantics/legacy-cases.ts';

export default useV2Case('getAddressInformation');
