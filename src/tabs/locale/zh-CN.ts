import type en from './en-US';

const zh: typeof en = {
  tabs: {
    label: '已打开的页面',
    close: '关闭 %{title}',
    menu: '标签页操作',
    reload: '重新加载',
    closeCurrent: '关闭当前标签页',
    closeLeft: '关闭左侧标签页',
    closeRight: '关闭右侧标签页',
    closeOthers: '关闭其它标签页',
    closeAll: '关闭全部标签页',
    record: '%{title} #%{id}',
  },
};
export default zh;
