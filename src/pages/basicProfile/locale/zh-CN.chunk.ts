import type en from './en-US.chunk';

const zh: typeof en = {
  basicProfile: {
    process: {
      title: '参数审批流程表',
      steps: { commit: '提交修改', approval: '审批中', finish: '修改完成' },
      state: { auditing: '审核中', pass: '通过', cancelled: '已撤销', waiting: '等待中', committed: '提交于 %{time}', decided: '%{state}，%{time}' },
      approve: '审批通过',
      cancel: '撤销流程',
      goBack: '返回',
      edit: '修改参数',
      confirmTitle: '撤销审批流程？',
      withdraw: '撤回变更',
      keep: '保留',
      confirmContent: '参数变更将被撤回：参数恢复为原始值，该变更从操作记录中移除。',
      approved: '参数变更已审批通过',
      cancelled: '流程已撤销，已恢复原始参数',
      nothingPending: '当前没有待审批的参数变更。',
    },
    current: '参数',
    original: '原始参数',
    changed: '已修改',
    was: '原为 %{value}',
    empty: '-',
    log: {
      title: '参数调整记录',
      status: '状态',
      operation: '操作',
      view: '查看',
      pass: '通过',
      auditing: '审核中',
      empty: '暂无操作记录',
    },
  },
};
export default zh;
