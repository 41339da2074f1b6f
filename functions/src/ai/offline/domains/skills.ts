import type { Domain } from '../domain.ts';

const TOOLS = ['Python', 'JavaScript', 'TypeScript', 'SQL', 'Excel', 'React', 'Figma', 'Photoshop', 'Java', 'Rust', 'Power BI', 'Tableau', 'Kotlin', 'Swift', 'Blender'];

export const skills: Domain = {
  id: 'skills',
  cues: {
    'learn to code': 3, coding: 3, code: 2, programming: 3, programmer: 3, [`(${TOOLS.join('|').toLowerCase()})`]: 3,
    'machine learning': 3, 'data science': 3, 'data analysis': 3, 'web development': 3, 'web design': 3, 'ux design': 3,
    'ui design': 3, 'digital marketing': 3, seo: 3, 'graphic design': 3, skill: 2, skills: 2, 'online course': 2,
    tutorial: 2, tutorials: 2, developer: 1, 'ai': 1, statistics: 2, cybersecurity: 3, 'cloud computing': 3,
  },
  tone: 'motivational',
  topics: ['(machine learning|data science|data analysis|web development|web design|ux design|ui design|digital marketing|graphic design|cybersecurity|statistics)', ...TOOLS, '(coding|programming|code) => coding'],
  topicArticle: '',
  fallbackTopic: 'the skill',
  milestones: [
    {
      kinds: ['count'],
      units: ['projects', 'exercises', 'lessons', 'modules', 'courses', 'apps', 'katas', 'problems', 'challenges', 'websites', 'case studies'],
      task: 'Complete {amount}',
      final: 'Complete all {amount}',
      microtasks: [
        'Line up the next ones that take you to {amount}',
        'Finish one before starting the next, until {amount}',
        'Keep a list of what each one taught you on the way to {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Choose your path into {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Decide what you want to do with it',
          microtasks: [
            'Write down one thing you want to build or do with {topic}',
            'Find three job ads or projects that use {topic} and note the skills they list',
            'Pick the first skill to learn from that list',
          ],
        },
        {
          title: 'Pick one main course',
          microtasks: [
            'Compare two well-reviewed beginner courses for {topic}',
            'Choose one and commit to finishing it',
            'Set up the tools and accounts the course needs',
            'Bookmark the official documentation',
          ],
        },
        {
          title: 'Schedule your learning',
          microtasks: [
            'Block 45 minutes, four days a week',
            'Set the date to finish the course {deadline} || Set a date to finish the course',
            'Tell someone what you are learning and when you will show them',
          ],
        },
      ],
    },
    {
      title: 'Learn the fundamentals of {topic}',
      weight: 3,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Work through the course',
          microtasks: [
            'Do one lesson per session and try every example yourself',
            'Redo each exercise without looking at the solution',
            'Write down questions as they come up',
          ],
        },
        {
          title: 'Practise a little every day',
          microtasks: [
            'Solve one small exercise a day',
            'Explain one concept in your own words each week',
            'Review your notes from the week every Friday',
          ],
        },
        {
          title: 'Get unstuck fast',
          microtasks: [
            'Search the error or question and read two answers',
            'Ask in a community forum after 30 minutes stuck',
          ],
        },
      ],
    },
    {
      title: 'Build real projects with {topic}',
      weight: 3,
      priority: 1,
      tasks: [
        {
          title: 'Build a first small project',
          microtasks: [
            'Pick a project you care about that fits in a weekend',
            'Break it into features and build the smallest one first',
            'Finish it, even if it is rough',
          ],
        },
        {
          title: 'Build a second, bigger project',
          microtasks: [
            'Pick one that stretches you with a new concept',
            'Save your work in version control or dated copies',
            'Write a short description of what it does and how',
          ],
        },
      ],
    },
    {
      title: 'Get feedback and show your work',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Get your work reviewed',
          microtasks: [
            'Ask a mentor or community for a review',
            'Fix the top three issues they find',
          ],
        },
        {
          title: 'Share what you built',
          microtasks: [
            'Publish your projects in a portfolio or profile',
            'Write a short post about what you learned',
          ],
        },
      ],
    },
    {
      title: 'Put {topic} to work',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Use it for real',
          microtasks: [
            'Use {topic} on one real task at work or for a friend',
            'Apply for a role or a gig that needs it',
            'Pick the next skill that builds on it',
          ],
        },
        {
          title: 'Keep the skill fresh',
          microtasks: [
            'Keep one practice session a week in your calendar',
            'Follow one newsletter or community about {topic}',
          ],
        },
      ],
    },
  ],
};
