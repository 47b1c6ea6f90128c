import type en from './en-US.chunk';

const zh: typeof en = {
  exception: {
    403: '对不起，您没有访问该资源的权限',
    404: '抱歉，页面不见了～',
    500: '抱歉，服务器出了点问题～',
    retry: '重试',
    back: '返回',
  },
};
export default zh;
