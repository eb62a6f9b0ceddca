import { ask, explain } from '../../../../core/ai/notebook/ask';
import { studioOutput } from '../../../../core/ai/notebook/outputs';
import { answerQuiz, getQuiz, listQuizzes } from '../../../../core/ai/notebook/quizzes';
import { BoardSuggestions, CitedAnswer, GeneratedCards, Quiz, QuizList, QuizResult, RoadmapDraft, StudioOutput } from '../../../../core/ai/notebook/responses';
import { getRoadmapDraft, requestRoadmap } from '../../../../core/ai/notebook/roadmap';
import { generateCards } from '../../../../core/ai/notebook/study-cards';
import { suggestNodes } from '../../../../core/ai/notebook/suggestions';
import { addBlock, addNote, deleteBlock, editBlock } from '../../../../core/notebook/blocks';
import { connectNodes, disconnectNodes, reorderBoard } from '../../../../core/notebook/board-edges';
import { addNode, editNode, getBoard, removeNode } from '../../../../core/notebook/board-service';
import { createCard, deleteCard, dueCards, editCard, listCards } from '../../../../core/notebook/cards';
import { deletePage } from '../../../../core/notebook/delete';
import { createPage, editPage, getPage, listTopics, resolvePageByTitle } from '../../../../core/notebook/pages';
import { Board, BoardEdge, BoardNode, Card, CardList, CardReviewed, NotebookBlock, NotebookPage, TopicList } from '../../../../core/notebook/responses';
import { reviewCard } from '../../../../core/notebook/review';
import { addSource, confirmUpload, startUpload } from '../../../../core/notebook/sources/add';
import { discoverSources } from '../../../../core/notebook/sources/discover';
import { listSources } from '../../../../core/notebook/sources/list';
import { deleteSource } from '../../../../core/notebook/sources/remove';
import { SourceDiscovery, SourceList, SourceQueued, SourceSearch, SourceUpload, SourceUploadConfirmed } from '../../../../core/notebook/sources/responses';
import { searchSources } from '../../../../core/notebook/sources/retrieve';
import type { OperationSpec, RouteKey } from '../operation';
import { page } from '../page';

export const notebookPaths = {
  'GET /notebook/topics': { summary: 'List topics', input: listTopics.schema, responses: { 200: TopicList } },
  'POST /notebook/pages': { summary: 'Create page', input: createPage.schema, responses: { 201: NotebookPage } },
  'GET /notebook/pages/resolve': { summary: 'Resolve page by title', input: resolvePageByTitle.schema, responses: { 200: NotebookPage } },
  'GET /notebook/pages/{id}': { summary: 'Get page', input: getPage.schema, pathFields: {'id': 'page'}, responses: { 200: NotebookPage } },
  'PATCH /notebook/pages/{id}': { summary: 'Edit page', input: editPage.schema, pathFields: {'id': 'page'}, responses: { 200: NotebookPage } },
  'DELETE /notebook/pages/{id}': { summary: 'Delete page', input: deletePage.schema, pathFields: {'id': 'page'}, responses: { 204: null } },
  'POST /notebook/pages/{id}/notes': { summary: 'Add note', input: addNote.schema, pathFields: {'id': 'page'}, responses: { 201: NotebookBlock } },
  'POST /notebook/pages/{id}/blocks': { summary: 'Add block', input: addBlock.schema, pathFields: {'id': 'page'}, responses: { 201: NotebookBlock } },
  'PATCH /notebook/pages/{id}/blocks/{blockId}': { summary: 'Edit block', input: editBlock.schema, pathFields: {'id': 'page', 'blockId': 'block'}, responses: { 200: NotebookBlock } },
  'DELETE /notebook/pages/{id}/blocks/{blockId}': { summary: 'Delete block', input: deleteBlock.schema, pathFields: {'id': 'page', 'blockId': 'block'}, responses: { 204: null } },
  'GET /notebook/pages/{id}/board': { summary: 'Get board', input: getBoard.schema, pathFields: {'id': 'page'}, responses: { 200: Board } },
  'POST /notebook/pages/{id}/board/nodes': { summary: 'Add node', input: addNode.schema, pathFields: {'id': 'page'}, responses: { 201: BoardNode } },
  'PATCH /notebook/pages/{id}/board/nodes/{nodeId}': { summary: 'Edit node', input: editNode.schema, pathFields: {'id': 'page', 'nodeId': 'node'}, responses: { 200: BoardNode } },
  'DELETE /notebook/pages/{id}/board/nodes/{nodeId}': { summary: 'Remove node', input: removeNode.schema, pathFields: {'id': 'page', 'nodeId': 'node'}, responses: { 204: null } },
  'POST /notebook/pages/{id}/board/edges': { summary: 'Connect nodes', input: connectNodes.schema, pathFields: {'id': 'page'}, responses: { 201: BoardEdge } },
  'DELETE /notebook/pages/{id}/board/edges/{edgeId}': { summary: 'Disconnect nodes', input: disconnectNodes.schema, pathFields: {'id': 'page', 'edgeId': 'edge'}, responses: { 204: null } },
  'PUT /notebook/pages/{id}/board/order': { summary: 'Reorder board', input: reorderBoard.schema, pathFields: {'id': 'page'}, responses: { 200: Board } },
  'GET /notebook/pages/{id}/cards': { summary: 'List cards', input: listCards.schema, pathFields: {'id': 'page'}, responses: { 200: CardList } },
  'POST /notebook/pages/{id}/cards': { summary: 'Create card', input: createCard.schema, pathFields: {'id': 'page'}, responses: { 201: Card } },
  'GET /notebook/cards/due': { summary: 'Due cards', input: dueCards.schema, responses: { 200: CardList } },
  'PATCH /notebook/cards/{id}': { summary: 'Edit card', input: editCard.schema, responses: { 200: Card } },
  'DELETE /notebook/cards/{id}': { summary: 'Delete card', input: deleteCard.schema, responses: { 204: null } },
  'POST /notebook/cards/{id}/review': { summary: 'Review card', input: reviewCard.schema, responses: { 200: CardReviewed } },
  'GET /notebook/pages/{id}/sources': { summary: 'List sources', input: listSources.schema, pathFields: {'id': 'page'}, responses: { 200: SourceList } },
  'POST /notebook/pages/{id}/sources': { summary: 'Add source', input: addSource.schema, pathFields: {'id': 'page'}, responses: { 202: SourceQueued } },
  'POST /notebook/pages/{id}/sources/uploads': { summary: 'Start upload', input: startUpload.schema, pathFields: {'id': 'page'}, responses: { 201: SourceUpload } },
  'POST /notebook/pages/{id}/sources/discover': { summary: 'Discover sources', input: discoverSources.schema, pathFields: {'id': 'page'}, responses: { 200: SourceDiscovery } },
  'GET /notebook/pages/{id}/search': { summary: 'Search sources', input: searchSources.schema, pathFields: {'id': 'page'}, responses: { 200: SourceSearch } },
  'POST /notebook/sources/{id}/uploaded': { summary: 'Confirm upload', input: confirmUpload.schema, responses: { 202: SourceUploadConfirmed } },
  'DELETE /notebook/sources/{id}': { summary: 'Delete source', input: deleteSource.schema, responses: { 204: null } },
  'POST /notebook/pages/{id}/ask': { summary: 'Ask', input: ask.schema, pathFields: {'id': 'page'}, responses: { 200: CitedAnswer } },
  'POST /notebook/pages/{id}/explain': { summary: 'Explain', input: explain.schema, pathFields: {'id': 'page'}, responses: { 200: CitedAnswer } },
  'POST /notebook/pages/{id}/outputs': { summary: 'Studio output', input: studioOutput.schema, pathFields: {'id': 'page'}, responses: { 200: StudioOutput, 201: StudioOutput } },
  'POST /notebook/pages/{id}/cards/generate': { summary: 'Generate cards', input: generateCards.schema, pathFields: {'id': 'page'}, responses: { 201: GeneratedCards } },
  'POST /notebook/pages/{id}/board/suggestions': { summary: 'Suggest nodes', input: suggestNodes.schema, pathFields: {'id': 'page'}, responses: { 200: BoardSuggestions } },
  'POST /notebook/pages/{id}/roadmap-drafts': { summary: 'Request roadmap', input: requestRoadmap.schema, pathFields: {'id': 'page'}, responses: { 202: RoadmapDraft } },
  'GET /notebook/roadmap-drafts/{id}': { summary: 'Get roadmap draft', input: getRoadmapDraft.schema, responses: { 200: RoadmapDraft } },
  'GET /notebook/pages/{id}/quizzes': { summary: 'List quizzes', input: listQuizzes.schema, pathFields: {'id': 'page'}, responses: { 200: QuizList } },
  'GET /notebook/quizzes/{id}': { summary: 'Get quiz', input: getQuiz.schema, responses: { 200: Quiz } },
  'POST /notebook/quizzes/{id}/answers': { summary: 'Answer quiz', input: answerQuiz.schema, responses: { 200: QuizResult } },
} satisfies Record<RouteKey, OperationSpec>;
