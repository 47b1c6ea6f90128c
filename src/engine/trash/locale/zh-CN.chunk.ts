import type en from './en-US.chunk';

const zh: typeof en = {
  mds: {
    engine: {
      trash: {
        title: '回收站：%{name}',
        empty: '回收站为空',
        deletedBy: '删除人',
        deletedAt: '删除时间',
        system: '系统',
        select: '选择 %{label}',
        restore: '恢复',
        restoreOne: '恢复 %{label}',
        restoreSelected: '恢复所选 %{smart_count} 项',
        restored: '已恢复 %{smart_count} 条记录',
        purge: '彻底删除',
        purgeOne: '彻底删除 %{label}',
        purgeSelected: '彻底删除所选 %{smart_count} 项',
        purged: '已彻底删除 %{smart_count} 条记录',
        confirmTitle: '彻底删除 %{smart_count} 条记录？',
        confirmContent: '彻底删除的记录无法恢复。',
        failed: '%{label} 未恢复：%{reason}',
        taken: '其%{fields}已被另一条记录占用',
      },
    },
  },
};
export default zh;
