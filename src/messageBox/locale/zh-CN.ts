import type en from './en-US';

const zh: typeof en = {
  messageBox: {
    title: '消息通知',
    unread: '%{count} 条未读',
    tabs: { message: '消息', notice: '通知', todo: '待办' },
    tabWithCount: '%{label}（%{count}）',
    empty: '清空',
    emptyHint: '从消息框中清空此标签（消息仍可在“查看更多”中查看）',
    allRead: '全部已读',
    viewMore: '查看更多',
    noContent: '暂无内容',
    unreadItem: '未读，选择后标记为已读',
    unreadLink: '未读，选择后打开',
    loadFailed: '消息加载失败。',
    retry: '重试',
    states: { notStarted: '未开始', opened: '已开通', inProgress: '进行中', expiring: '即将到期' },
  },
};
export default zh;
