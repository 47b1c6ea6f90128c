import type en from './en-US';

const zh: typeof en = {
  charts: {
    loadFailed: '数据加载失败',
    retry: '重试',
  },
};
export default zh;
