import { blockPagingCase } from '../../../src/v2/block-paging.ts';

export default blockPagingCase();
