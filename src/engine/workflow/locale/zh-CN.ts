import type en from './en-US';

const zh: typeof en = {
  mds: {
    engine: {
      workflow: {
        actions: '流程操作',
        done: '“%{transition}”已完成',
        quoted: '“%{text}”',
        history: {
          title: '流转记录',
          empty: '暂无状态变更',
          change: '%{transition}：%{from} → %{to}',
          by: '%{time}，%{actor}',
          given: '%{field}：%{value}',
          system: '系统',
          cause: '因%{resource} %{record}“%{transition}”',
          sweep: '由定时到期检查执行',
          partial: '%{transition}：第 %{n} 次批准（共需 %{count} 次），等待下一位审批人',
          retired: '已停用字段“%{field}”',
          file: '%{name}（sha256 %{sha256}）',
          fileRemoved: '已移除%{field}',
          extra: { reason: '越过检查的理由', confirm: '已人工检查', sha256: '所查文件（sha256）' },
        },
        extra: {
          checks: '存在冲突仍作决定的理由',
          disclosure: '披露规则未通过仍作决定的理由',
          confirm: '我已人工检查该图片',
        },
        refused: {
          role: '您的角色不能执行此操作',
          system: '此操作只能由系统执行',
          owner: '只有记录的所有者才能执行此操作',
          notOwner: '您不能审批自己的申请',
          notBy: '上一步（%{transition}）由您执行，此步须由另一位管理员执行',
          quorum: '您已批准过，须由第二位管理员批准',
          past: '日期“%{field}”已过',
          dateAhead: '“%{field}”必须是今天之后的日期',
          conflict: '检查发现冲突：如仍要决定，请填写理由',
          requires: '须填写“%{field}”：数据集的使用条件要求此项',
          manual: '图片须人工检查：请确认您已查看',
          disclosure: '披露规则未通过：如仍要决定，请填写理由',
          fileUnseen: '请先查看文件再作决定',
          fileChanged: '您查看之后文件已更改：请重新查看',
          fileChangedSince: '“%{transition}”之后文件已更改：须重新检查',
          noFile: '记录没有可检查的文件',
          reference: '%{field}的状态为“%{state}”，须为%{needed}',
          referenceNow: '%{field}的状态为“%{state}”',
          referenceMissing: '%{field}引用的记录已不存在',
          state: '记录当前为“%{state}”',
        },
        bulk: {
          selected: '对选中的 %{smart_count} 条记录',
          done: '“%{transition}”已完成：%{smart_count} 条记录',
          partly: '“%{transition}”：%{done} 条完成，%{refused} 条被拒绝',
          refusedTitle: '“%{transition}”：%{smart_count} 条记录未变更',
        },
      },
    },
  },
};
export default zh;
