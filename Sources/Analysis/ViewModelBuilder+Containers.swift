import Outline

extension ViewModelBuilder {
  /// Gives the view model, for each service container it holds, the services it reaches through it as dependencies
  /// of their own (unless a member of the view model has the name). Returns, by container property, the services
  /// flattened: bodies read them without the container's prefix.
  func flattenContainers(
    of viewModel: inout ViewModel, properties: [Located], functions: [LocatedFunction]
  ) -> [String: Set<String>] {
    var taken = Set(properties.map(\.property.name)).union(functions.map(\.function.name))
    var added: [Dependency] = []
    var result: [String: Set<String>] = [:]
    for position in viewModel.dependencies.indices {
      let dependency = viewModel.dependencies[position]
      guard dependency.isWeakReference != true,
        let container = ServiceContainer(type: dependency.type, from: viewModel.name, builder: self)
      else { continue }
      var reached: [String] = []
      for located in functions {
        guard let body = located.function.bodyTokens else { continue }
        reached += ServiceContainer.reached(dependency.name, in: located.outline.cursor, tokens: body)
      }
      for located in properties where located.property.isComputed {
        guard let tokens = located.property.accessorTokens else { continue }
        reached += ServiceContainer.reached(dependency.name, in: located.outline.cursor, tokens: tokens)
      }
      var members: [String] = []
      for member in reached where container.services[member] != nil && !taken.contains(member) {
        taken.insert(member)
        members.append(member)
      }
      guard !members.isEmpty else { continue }
      viewModel.dependencies[position].containerServices = members
      for member in members {
        var service = Dependency(
          name: member, type: dependencyType(container.services[member] ?? ""), line: dependency.line,
          injectedThroughInit: dependency.injectedThroughInit)
        service.container = dependency.name
        added.append(service)
      }
      result[dependency.name] = Set(members)
    }
    viewModel.dependencies += added
    return result
  }

  /// The token ranges a body drops for the flattened services of `containers` (`container.` of `container.api`).
  func containerPrefixes(_ containers: [String: Set<String>], in outline: FileOutline, tokens: Range<Int>)
    -> [Range<Int>]
  {
    guard !containers.isEmpty else { return [] }
    return containers.flatMap { container, members in
      ServiceContainer.prefixes(container, members: members, in: outline.cursor, tokens: tokens)
    }.sorted { $0.lowerBound < $1.lowerBound }
  }
}
