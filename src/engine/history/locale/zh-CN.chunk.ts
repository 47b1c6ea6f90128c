import type en from './en-US.chunk';

const zh: typeof en = {
  mds: {
    engine: {
      history: {
        title: '修改记录',
        empty: '暂无修改记录',
        more: '加载更多',
        by: '操作人：%{actor}',
        system: '系统',
        none: '（空）',
        field: '%{field}：',
        action: { create: '创建', update: '编辑', revert: '回退', delete: '删除', restore: '恢复' },
        revert: '回退',
        revertTo: '回退到 %{time} 的版本',
        confirm: {
          title: '回退到 %{time} 的版本？',
          changes: '以下字段将会改变：',
          nothing: '您可编辑的字段与该版本没有差别。',
        },
        reverted: '记录已回退',
        changedMeanwhile: '显示修改记录后，他人已修改该记录：未回退任何内容。记录已重新读取。',
      },
    },
  },
};
export default zh;
