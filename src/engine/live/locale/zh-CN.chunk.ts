/** 实时列表与表单的文案（src/engine/live）。 */
const zh = {
  mds: {
    engine: {
      live: {
        changes: '其他人有 %{smart_count} 处更改 — 刷新',
        editing: '%{names} 正在编辑此记录',
        and: '、',
        system: '系统',
        changed: '%{name} 于 %{time}（%{ago}）修改了此记录。',
        changedFields: '%{name} 于 %{time}（%{ago}）修改了此记录：%{fields}。',
        deleted: '%{name} 于 %{time}（%{ago}）删除了此记录。',
        reload: '重新加载',
      },
    },
  },
};
export default zh;
