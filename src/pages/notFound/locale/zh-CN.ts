import type en from './en-US';

const zh: typeof en = { notFound: { title: '未找到', content: '您访问的页面不存在。', back: '返回工作台' } };
export default zh;
