import type { Domain } from '../domain.ts';

export const writing: Domain = {
  id: 'writing',
  cues: {
    novel: 3, write: 2, writing: 2, writer: 2, author: 2, memoir: 3, screenplay: 3, script: 2, 'short story': 3,
    'short stories': 3, poetry: 3, poems: 3, blog: 2, 'blog posts': 3, newsletter: 2, essay: 2, essays: 2, thesis: 2,
    dissertation: 2, manuscript: 3, nanowrimo: 3, draft: 2, 'first draft': 3, chapter: 1, chapters: 1, book: 1,
    words: 1, publish: 2, 'self-publish': 3, substack: 3, 'children\'s book': 3,
  },
  tone: 'friendly',
  topics: ['(novel|memoir|screenplay|manuscript)', '(short story|short stories|poetry collection|poems|poetry)', '(thesis|dissertation)', '(blog|newsletter|substack)', '(children\'s book|book|ebook)', '(essay|article|script|play)'],
  topicArticle: 'the',
  fallbackTopic: 'your writing project',
  milestones: [
    {
      kinds: ['count'],
      units: ['words', 'pages'],
      task: 'Reach {amount} written',
      final: 'Reach {amount}: the full draft',
      microtasks: [
        'Write your daily target every scheduled day until {amount}',
        'Check your running total against {amount} each Sunday',
        'Schedule a catch-up session if you fall behind {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['chapters', 'stories', 'short stories', 'poems', 'essays', 'scenes', 'songs'],
      task: 'Finish {amount}',
      final: 'Finish all {amount}',
      microtasks: [
        'Outline the pieces that take you to {amount}',
        'Draft one piece at a time until you reach {amount}',
        'Reread the batch when you hit {amount}',
      ],
    },
    {
      kinds: ['count'],
      units: ['posts', 'blog posts', 'articles', 'newsletters', 'issues', 'episodes'],
      task: 'Publish {amount}',
      final: 'Publish all {amount}',
      microtasks: [
        'Keep a list of ideas that covers {amount}',
        'Draft two pieces ahead of the schedule toward {amount}',
        'Publish on the same weekday each time until {amount}',
      ],
    },
  ],
  phases: [
    {
      title: 'Shape the idea for {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Pin down what you are writing',
          microtasks: [
            'Write a one-sentence pitch for {topic}',
            'Name your reader and what they should feel or learn',
            'Read two published pieces like the one you want to write',
          ],
        },
        {
          title: 'Set your writing target',
          microtasks: [
            'Set a daily word count that finishes {deadline} || Set a daily word count you can keep, such as 500 words',
            'Pick a fixed time and place to write',
            'Set up one document or app for the whole draft',
          ],
        },
      ],
    },
    {
      title: 'Outline {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Build the structure',
          microtasks: [
            'List the main parts, chapters or sections',
            'Write one line on what happens or is said in each',
            'Mark the opening, the turning point and the ending',
          ],
        },
        {
          title: 'Gather the material',
          microtasks: [
            'Collect notes, research and quotes in one folder',
            'Fill the biggest research gap first',
            'Interview one person or read one source you still need',
          ],
        },
      ],
    },
    {
      title: 'Write the first draft of {topic}',
      weight: 4,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Write on every scheduled day',
          microtasks: [
            'Write your daily words before checking your phone',
            'Keep going without editing and mark fixes with [TK]',
            'Log the word count in a simple tracker',
            'Stop mid-sentence so tomorrow is easy to start',
          ],
        },
        {
          title: 'Get unstuck fast',
          microtasks: [
            'Skip a stuck scene or section and write the next one',
            'Write by hand for 10 minutes when the screen freezes you',
            'Reread your one-sentence pitch to refocus',
          ],
        },
        {
          title: 'Protect the writing time',
          microtasks: [
            'Tell the people around you when you are writing',
            'Turn off notifications during sessions',
            'Plan a catch-up session whenever you miss a day',
          ],
        },
      ],
    },
    {
      title: 'Revise {topic}',
      weight: 2,
      priority: 2,
      tasks: [
        {
          title: 'Do a big-picture revision',
          microtasks: [
            'Let the draft rest for a week',
            'Read it start to finish and take notes without fixing',
            'Fix structure and gaps before sentences',
          ],
        },
        {
          title: 'Polish the sentences',
          microtasks: [
            'Cut 10% of the words',
            'Read each chapter or section aloud',
            'Check names, facts and consistency',
          ],
        },
        {
          title: 'Get feedback from readers',
          microtasks: [
            'Ask two trusted readers for honest feedback',
            'Give them three specific questions to answer',
            'Decide which notes to act on',
          ],
        },
      ],
    },
    {
      title: 'Share or publish {topic}',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Choose how it reaches readers',
          microtasks: [
            'Decide between an agent, a publisher, self-publishing, a blog or a contest',
            'Research the submission or upload requirements',
            'Write a short description or query letter',
          ],
        },
        {
          title: 'Send it out',
          microtasks: [
            'Submit to your first five agents, magazines or platforms',
            'Note every submission and its date',
            'Celebrate finishing: most people never get this far',
          ],
        },
      ],
    },
  ],
};
