import type { ToolCards } from '../card';

/** How people ask for the task tools (tools/tasks.ts): tasks are to-dos, things to do, not daily habits. */
export const taskCards: ToolCards = {
  getUserTasks: {
    words: {
      en: 'list tasks, show tasks, my tasks, my to-dos, to-do list, todo list, pending tasks, what do I have to do, one-time tasks, chores',
      pt: 'listar tarefas, mostrar tarefas, mostra as tarefas, minhas tarefas, lista de tarefas, lista de afazeres, afazeres, pendências, o que tenho pra fazer, tarefas pendentes, tarefas únicas',
    },
    examples: {
      en: ['what tasks do I have?', 'show me my to-do list', 'what is still on my todo list?', 'list my one-time tasks'],
      pt: ['quais tarefas eu tenho?', 'mostra minha lista de tarefas', 'o que tá pendente nas minhas tarefas?', 'lista meus afazeres'],
    },
  },
  createUserTask: {
    words: {
      en: 'create task, new task, add task, add to-do, add to my todo list, I need to, I have to, remind me to, one-off, one-time task, chore, errand',
      pt: 'criar tarefa, nova tarefa, adicionar tarefa, cria uma tarefa, crie uma tarefa, adiciona na lista, preciso fazer, tenho que, lembrete de fazer, me lembra de, afazer, tarefa única, pendência, resolver',
    },
    examples: {
      en: ['create a task to book the dentist', 'add "pay the electricity bill" to my to-dos', 'I need to renew my passport', 'remind me to call my mom, just once'],
      pt: ['cria uma tarefa pra marcar o dentista', 'adiciona pagar a conta de luz nas tarefas', 'preciso renovar meu passaporte', 'tenho que levar o carro na revisão, coloca como tarefa única'],
    },
    with: ['getUserCategories'],
  },
  editUserTask: {
    words: {
      en: 'edit task, rename task, change task, update task, task details, task description, task importance, task difficulty, make it one-time, task category',
      pt: 'editar tarefa, renomear tarefa, renomeia a tarefa, mudar tarefa, muda a tarefa, alterar tarefa, detalhes da tarefa, descrição da tarefa, importância da tarefa, dificuldade da tarefa, tarefa única, categoria da tarefa',
    },
    examples: {
      en: ['rename the task Dentist to Book the dentist', 'make paying rent more important', 'change the task "clean garage" to one-time', 'put the task Taxes in Finance'],
      pt: ['renomeia a tarefa Dentista pra Marcar dentista', 'aumenta a importância da tarefa pagar aluguel', 'transforma lavar o carro em tarefa única', 'coloca a tarefa Imposto na categoria Finanças'],
    },
    with: ['getUserTasks', 'getUserCategories'],
  },
  deleteUserTask: {
    words: {
      en: 'delete task, remove task, get rid of task, erase task, drop task, remove from to-do list, no longer need to do',
      pt: 'apagar tarefa, excluir tarefa, remover tarefa, deletar tarefa, apaga a tarefa, apague, exclui a tarefa, apaguei, tirar tarefa, tira da lista de tarefas, não preciso mais fazer',
    },
    examples: {
      en: ['delete the task Book the dentist', 'remove "buy milk" from my to-dos', 'I do not need to renew the passport anymore, delete that task'],
      pt: ['apaga a tarefa Marcar dentista', 'exclui a tarefa comprar leite', 'não preciso mais renovar o passaporte, tira essa tarefa'],
    },
    with: ['getUserTasks'],
  },
};
