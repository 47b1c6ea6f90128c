import type en from './en-US.chunk';

const zh: typeof en = {
  mds: {
    engine: {
      decision: {
        header: {
          record: '%{resource} #%{id}',
          requester: '%{label}：%{name}',
          nothing: '当前状态下没有需要您作出的决定',
          quorum: '%{transition}：已有 %{given} / %{needed} 人批准',
        },
        fields: { title: '详情' },
        disclosure: {
          title: '披露检查报告',
          threshold: '允许显示的最小计数：%{threshold}',
          none: '暂无报告：文件尚未读取',
          passed: '所有规则均通过',
          failed: '有单元格未通过规则：请先查看后再作决定',
          manual: '人工检查：图片无法按规则检查，请在决定前目视检查',
          pass: '通过',
          fail: '%{smart_count} 个单元格未通过',
          rule: {
            threshold: '小计数',
            zeros: '零值',
            dominance: '优势占比',
            pRatio: 'P 比率',
            formulas: '公式',
            manual: '人工检查',
          },
          explain: {
            threshold: '小于 %{threshold} 的计数',
            zeros: '为零的计数',
            dominance: '最大的 %{n} 个贡献超过合计 %{percent} 的单元格（n=%{n}，k=%{k}）',
            pRatio: '除最大贡献外的其余部分小于最大贡献 %{percent} 的合计（p=%{p}）',
            formulas: '电子表格会当作公式执行的单元格',
            manual: '图片：请目视检查',
          },
          cells: {
            title: '未通过的单元格',
            rule: '规则',
            row: '行',
            column: '列',
            value: '值',
            header: '表头',
            more: '此规则共 %{total} 个单元格未通过，仅列出前 %{shown} 个',
          },
          columns: '列的类型',
          role: { count: '计数', magnitude: '量值', top: '最大贡献', other: '其他数值', text: '文本' },
        },
        timeline: {
          title: '时间线',
          empty: '尚无任何记录',
          created: '创建',
          fileEntry: '写入文件',
          change: '%{from} → %{to}',
          stays: '仍为%{state}',
          by: '操作人：%{actor}',
          export: '导出 CSV',
          exported: '时间线已导出：%{smart_count} 行',
          csv: {
            time: '时间',
            resource: '记录类型',
            record: '记录',
            transition: '变更',
            from: '原状态',
            to: '新状态',
            actor: '操作人',
            fields: '提交的字段',
            cause: '起因',
          },
        },
      },
    },
  },
};
export default zh;
