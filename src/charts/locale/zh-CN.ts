import type en from './en-US';

const zh: typeof en = {
  charts: {
    loadFailed: '数据加载失败',
  },
};
export default zh;
