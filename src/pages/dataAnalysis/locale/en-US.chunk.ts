export default {
  dataAnalysis: {
    opinion: {
      title: 'Public Opinion Analysis',
      visitors: 'All Visitors',
      comment: 'Total Comment',
      published: 'Content Published',
      share: 'Total Share',
      growth: {
        visitors: 'vs last year',
        comment: 'vs last year',
        published: 'vs previous 12 days',
        share: 'vs last year',
      },
      publishedSeries: 'Published',
    },
    contentType: {
      text: 'Text',
      image: 'Image & text',
      video: 'Video',
    },
    publishing: {
      title: 'Content Publishing Ratio',
      subheader: 'Contents published per two hours, by type',
    },
    period: {
      title: 'Content Period Analysis',
      subheader: 'How active each content type is per two hours (%); drag the handles below the chart to zoom',
    },
    author: {
      title: 'Popular Author',
      ranking: 'Ranking',
      author: 'Author',
      contentCount: 'Content Number',
      clickCount: 'Click Number',
      sortBy: 'Sort by %{column}',
    },
  },
};
