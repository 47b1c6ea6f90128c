import type en from './en-US.chunk';

const zh: typeof en = {
  mds: {
    search: {
      title: '搜索',
      placeholder: '搜索页面和记录…',
      results: '结果',
      pages: '页面',
      records: '记录',
      hint: '输入页面名称，或记录名称、编号的一部分',
      none: '未找到结果',
      failed: '搜索失败；仍可查找页面',
    },
  },
};
export default zh;
