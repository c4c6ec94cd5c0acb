import Foundation

/// Which glyph of the Material Design Icons font draws each SF Symbol: HeadlessUIKit's own
/// table (no artwork is kept here, only names), for `SymbolArtwork`.
///
/// The table covers the symbol names public UIKit code uses most: every name passed to
/// `UIImage(systemName:)` (or `systemImageNamed:`) in 18 open-source iOS apps and sample
/// collections, 180 names in 496 calls, counted with `git grep` in December 2026 (the most
/// used: `circle` 31 times, `chevron.right` and `checkmark` 19, `checkmark.circle` 16,
/// `xmark.circle` 14), and the usual tab bar, toolbar and list row symbols besides.
///
/// Each line is a symbol name, then the glyph names to try, closest first: a newer name first
/// where the icon set renamed a glyph or added a closer one, then one the Debian package
/// `fonts-materialdesignicons-webfont` (1.6.50) has. A name with no glyph close enough (a
/// rhombus, a raised hand in the Debian version) draws as the placeholder.
enum SymbolGlyphNames {
  /// The glyph names to try for a symbol: its own line's, then those of the name without a
  /// trailing `.fill`.
  static func candidates(for systemName: String) -> [String] {
    var names = table[systemName] ?? []
    if systemName.hasSuffix(".fill") {
      names += table[String(systemName.dropLast(5))] ?? []
    }
    return names
  }

  /// The table, read from ``lines`` once.
  static let table: [String: [String]] = {
    var table: [String: [String]] = [:]
    for line in lines.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard let name = words.first, words.count > 1 else { continue }
      table[name] = Array(words.dropFirst())
    }
    return table
  }()

  /// One symbol a line: its name, then the glyph names, closest first.
  private static let lines = """
    1.circle numeric-1-circle-outline numeric-1-box-outline
    1.circle.fill numeric-1-circle numeric-1-box
    2.circle numeric-2-circle-outline numeric-2-box-outline
    2.circle.fill numeric-2-circle numeric-2-box
    3.circle numeric-3-circle-outline numeric-3-box-outline
    3.circle.fill numeric-3-circle numeric-3-box
    airplane airplane
    airplayaudio airplay
    airplayvideo cast
    alarm alarm
    antenna.radiowaves.left.and.right access-point
    app.badge.fill application apps
    applewatch watch
    archivebox archive-outline archive
    archivebox.fill archive
    arrow.2.squarepath repeat
    arrow.backward arrow-left
    arrow.clockwise refresh
    arrow.counterclockwise rotate-left
    arrow.down arrow-down
    arrow.down.circle arrow-down-circle-outline arrow-down-bold-circle-outline
    arrow.down.circle.fill arrow-down-circle arrow-down-bold-circle
    arrow.down.right.and.arrow.up.left arrow-collapse arrow-compress
    arrow.down.to.line download
    arrow.forward arrow-right
    arrow.left arrow-left
    arrow.left.arrow.right swap-horizontal
    arrow.left.circle arrow-left-circle-outline arrow-left-bold-circle-outline
    arrow.left.circle.fill arrow-left-circle arrow-left-bold-circle
    arrow.left.to.line arrow-collapse-left page-first
    arrow.right arrow-right
    arrow.right.circle arrow-right-circle-outline arrow-right-bold-circle-outline
    arrow.right.circle.fill arrow-right-circle arrow-right-bold-circle
    arrow.right.square exit-to-app
    arrow.right.to.line arrow-collapse-right keyboard-tab
    arrow.right.to.line.alt arrow-collapse-right keyboard-tab
    arrow.triangle.2.circlepath sync
    arrow.triangle.branch source-branch
    arrow.triangle.merge source-merge
    arrow.up arrow-up
    arrow.up.and.down.and.arrow.left.and.right arrow-all
    arrow.up.arrow.down swap-vertical
    arrow.up.circle arrow-up-circle-outline arrow-up-bold-circle-outline
    arrow.up.circle.fill arrow-up-circle arrow-up-bold-circle
    arrow.up.doc file-upload file-export
    arrow.up.forward arrow-top-right
    arrow.up.forward.app open-in-app
    arrow.up.forward.square open-in-new
    arrow.up.left.and.arrow.down.right arrow-expand
    arrow.up.right arrow-top-right
    arrow.up.right.square open-in-new
    arrow.up.to.line upload
    arrow.uturn.backward undo
    arrow.uturn.forward redo
    arrow.uturn.left undo
    arrow.uturn.right redo
    arrowshape.turn.up.left reply-outline reply
    arrowshape.turn.up.left.2 reply-all
    arrowshape.turn.up.left.fill reply
    arrowshape.turn.up.right share-outline share
    arrowshape.turn.up.right.fill share
    arrowtriangle.down.fill menu-down
    arrowtriangle.left menu-left
    arrowtriangle.left.fill menu-left
    arrowtriangle.right menu-right
    arrowtriangle.right.fill menu-right
    arrowtriangle.up.fill menu-up
    at at
    backward.end.fill skip-previous
    backward.fill rewind
    bag shopping-outline shopping
    bag.fill shopping
    barcode barcode
    barcode.viewfinder barcode-scan
    battery.100 battery
    battery.25 battery-20
    bell bell-outline
    bell.badge bell-ring
    bell.fill bell
    bell.slash bell-off
    bicycle bike
    bold format-bold
    bolt flash-outline flash
    bolt.fill flash
    bolt.horizontal.fill flash
    book book-open-outline book-open-variant
    book.closed book
    book.fill book-open-variant
    bookmark bookmark-outline
    bookmark.fill bookmark
    bookmark.slash bookmark-off bookmark-remove
    bookmark.slash.fill bookmark-off bookmark-remove
    books.vertical library-books
    bubble.left message-outline
    bubble.left.and.bubble.right forum
    bubble.left.fill message
    bubble.right message-outline
    bubble.right.fill message
    building.2 domain
    building.columns bank
    bus bus
    calendar calendar
    calendar.badge.plus calendar-plus
    camera camera-outline camera
    camera.fill camera
    capslock apple-keyboard-caps
    car car
    car.fill car
    cart cart-outline
    cart.badge.plus cart-plus
    cart.fill cart
    character.book.closed book-alphabet dictionary
    chart.bar chart-bar
    chart.bar.fill chart-bar
    chart.line.uptrend.xyaxis chart-line
    chart.pie chart-pie
    checkmark check
    checkmark.circle check-circle-outline
    checkmark.circle.fill check-circle
    checkmark.seal check-decagram verified
    checkmark.seal.fill check-decagram verified
    checkmark.shield shield-check security
    checkmark.square checkbox-marked-outline
    checkmark.square.fill checkbox-marked
    chevron.backward chevron-left
    chevron.down chevron-down
    chevron.down.circle chevron-down-circle-outline arrow-down-drop-circle-outline
    chevron.down.circle.fill chevron-down-circle arrow-down-drop-circle
    chevron.forward chevron-right
    chevron.left chevron-left
    chevron.left.circle chevron-left-circle-outline arrow-left-drop-circle-outline
    chevron.left.circle.fill chevron-left-circle arrow-left-drop-circle
    chevron.right chevron-right
    chevron.right.circle chevron-right-circle-outline arrow-right-drop-circle-outline
    chevron.right.circle.fill chevron-right-circle arrow-right-drop-circle
    chevron.up chevron-up
    chevron.up.chevron.down unfold-more-horizontal unfold-more
    chevron.up.circle chevron-up-circle-outline arrow-up-drop-circle-outline
    chevron.up.circle.fill chevron-up-circle arrow-up-drop-circle
    circle checkbox-blank-circle-outline
    circle.fill checkbox-blank-circle
    clock clock-outline clock
    clock.arrow.circlepath history
    clock.fill clock
    cloud cloud-outline
    cloud.fill cloud
    cloud.bolt weather-lightning
    cloud.fog weather-fog
    cloud.rain weather-rainy
    cloud.snow weather-snowy
    cloud.sun weather-partlycloudy
    command apple-keyboard-command
    control apple-keyboard-control
    cpu chip
    creditcard credit-card
    crown crown
    cube cube-outline
    cube.fill cube
    cup.and.saucer coffee
    desktopcomputer desktop-mac
    diamond rhombus-outline
    diamond.fill rhombus cards-diamond
    doc file-outline
    doc.badge.plus file-plus note-plus-outline
    doc.fill file
    doc.on.clipboard content-paste
    doc.on.doc content-copy
    doc.plaintext file-document
    doc.richtext file-document-box
    doc.text file-document
    doc.text.image newspaper-variant-outline newspaper
    doc.text.magnifyingglass file-find
    doc.text.viewfinder file-find
    dot.radiowaves.left.and.right access-point
    drop water
    ellipsis dots-horizontal
    ellipsis.bubble comment-processing-outline
    ellipsis.circle dots-horizontal-circle-outline dots-horizontal
    eject.fill eject
    envelope email-outline
    envelope.badge email-alert email
    envelope.fill email
    envelope.open email-open-outline
    envelope.open.fill email-open
    escape keyboard-esc
    exclamationmark exclamation
    exclamationmark.circle alert-circle-outline
    exclamationmark.circle.fill alert-circle
    exclamationmark.shield shield-alert shield-outline
    exclamationmark.triangle alert-outline
    exclamationmark.triangle.fill alert
    externaldrive harddisk
    eye eye-outline eye
    eye.circle eye-circle-outline eye
    eye.fill eye
    eye.slash eye-off-outline eye-off
    eye.slash.circle eye-off
    eye.slash.fill eye-off
    eyedropper eyedropper
    faceid face-recognition face
    figure.walk walk
    film filmstrip
    flag flag-outline
    flag.checkered flag-checkered
    flag.fill flag
    flame fire
    folder folder-outline
    folder.badge.person.crop folder-account
    folder.badge.plus folder-plus
    folder.fill folder
    fork.knife silverware-fork-knife silverware
    forward.end.fill skip-next
    forward.fill fast-forward
    function function
    gamecontroller gamepad-variant
    gear cog settings
    gearshape cog settings
    gearshape.fill cog settings
    gift gift
    globe web
    globe.americas.fill earth
    globe.europe.africa earth
    hand.point.left hand-pointing-left
    hand.raised hand-back-right-outline hand-back-right
    hand.raised.slash hand-back-right-off
    hand.thumbsdown thumb-down-outline
    hand.thumbsdown.fill thumb-down
    hand.thumbsup thumb-up-outline
    hand.thumbsup.fill thumb-up
    headphones headphones
    heart heart-outline
    heart.fill heart
    heart.slash heart-off heart-broken
    hourglass timer-sand
    house home-outline home
    house.fill home
    info information-variant
    info.circle information-outline
    info.circle.fill information
    internaldrive harddisk
    ipad tablet-ipad
    iphone cellphone-iphone
    italic format-italic
    key key
    key.fill key
    keyboard keyboard
    keyboard.chevron.compact.down keyboard-close
    ladybug bug
    ladybug.fill bug
    laptopcomputer laptop
    leaf leaf
    lightbulb lightbulb-outline
    lightbulb.fill lightbulb
    line.3.horizontal menu
    line.3.horizontal.decrease.circle filter-variant
    line.horizontal.3 menu
    line.horizontal.3.decrease filter-variant
    link link-variant
    list.bullet format-list-bulleted
    list.bullet.rectangle.portrait clipboard-list-outline clipboard-text
    list.number format-list-numbers
    location near-me
    location.fill near-me
    location.north.fill navigation
    lock lock-outline
    lock.fill lock
    lock.open lock-open-outline
    lock.open.fill lock-open
    lock.shield shield-lock security
    magnifyingglass magnify
    map map
    mappin map-marker
    mappin.and.ellipse map-marker-radius
    memorychip memory
    message message
    message.fill message
    mic microphone
    mic.fill microphone
    mic.slash microphone-off
    minus minus
    minus.circle minus-circle-outline
    minus.circle.fill minus-circle
    minus.magnifyingglass magnify-minus
    moon weather-night
    mountain.2 image-filter-hdr terrain
    mountain.2.fill image-filter-hdr terrain
    moon.fill weather-night
    music.mic microphone-variant
    music.note music-note
    music.note.list playlist-play
    network lan
    newspaper newspaper
    newspaper.fill newspaper
    nosign cancel block-helper
    number pound
    opticid eye
    option apple-keyboard-option
    paintbrush brush
    paintpalette palette
    paperclip paperclip
    paperplane send
    paperplane.fill send
    pause pause
    pause.circle pause-circle-outline
    pause.circle.fill pause-circle
    pause.fill pause
    pencil pencil
    pencil.circle pencil-circle pencil
    pencil.tip.crop.circle draw pencil-circle pencil
    person account-outline
    person.2 account-multiple-outline
    person.2.fill account-multiple
    person.3 account-multiple-outline
    person.3.fill account-multiple
    person.badge.minus account-minus
    person.badge.plus account-plus
    person.circle account-circle-outline account-circle
    person.circle.fill account-circle
    person.crop.circle account-circle-outline account-circle
    person.crop.circle.badge.xmark account-remove
    person.crop.circle.fill account-circle
    person.fill account
    person.fill.badge.minus account-minus
    person.fill.badge.plus account-plus
    phone phone
    phone.fill phone
    photo image-outline image
    photo.fill image
    photo.on.rectangle image-multiple
    photo.on.rectangle.angled image-multiple
    photo.stack image-multiple
    pin pin
    pin.fill pin
    pin.slash pin-off
    play play-outline play
    play.circle play-circle-outline
    play.circle.fill play-circle
    play.fill play
    play.rectangle play-box-outline
    plus plus
    plus.circle plus-circle-outline
    plus.circle.fill plus-circle
    plus.magnifyingglass magnify-plus
    plus.square plus-box-outline plus-box
    plus.square.fill plus-box
    plus.square.on.square plus-box-multiple content-duplicate
    printer printer
    printer.fill printer
    qrcode qrcode
    qrcode.viewfinder qrcode-scan
    questionmark help
    questionmark.circle help-circle-outline
    questionmark.circle.fill help-circle
    quote.bubble format-quote
    rectangle.and.pencil.and.ellipsis form-textbox rename-box
    rectangle.grid.2x2 view-grid
    rectangle.grid.2x2.fill view-grid
    rectangle.on.rectangle content-duplicate
    rectangle.on.rectangle.angled content-duplicate
    rectangle.portrait.and.arrow.forward logout
    rectangle.portrait.and.arrow.right logout
    rectangle.portrait.and.arrow.right.fill logout
    rectangle.righthalf.inset.fill.arrow.right exit-to-app
    rectangle.stack layers
    repeat repeat
    repeat.1 repeat-once
    rhombus rhombus-outline
    ruler ruler
    safari apple-safari compass-outline
    scissors content-cut
    scribble gesture grease-pencil
    selection.pin.in.out selection
    server.rack server
    shield shield-outline
    shield.fill shield
    shippingbox package-variant-closed
    shuffle shuffle
    slider.horizontal.3 tune
    smiley emoticon-happy
    sparkles creation auto-fix
    speaker volume-low
    speaker.fill volume-low
    speaker.slash volume-off
    speaker.slash.fill volume-off
    speaker.wave.1 volume-low
    speaker.wave.2 volume-medium
    speaker.wave.2.fill volume-medium
    speaker.wave.3 volume-high
    speaker.wave.3.fill volume-high
    square checkbox-blank-outline
    square.3.layers.3d layers
    square.and.arrow.down download
    square.and.arrow.down.on.square download
    square.and.arrow.up export-variant export
    square.and.arrow.up.fill export-variant export
    square.and.arrow.up.on.square export-variant export
    square.and.pencil pencil-box-outline
    square.fill checkbox-blank
    square.grid.2x2 view-grid
    square.grid.2x2.fill view-grid
    square.grid.3x3 apps
    square.stack.3d.up layers
    star star-outline
    star.fill star
    star.leadinghalf.filled star-half
    star.slash star-off
    stop.circle stop-circle-outline
    stop.circle.fill stop-circle
    stop.fill stop
    stopwatch timer
    strikethrough format-strikethrough
    sun.max weather-sunny
    sun.max.fill weather-sunny
    snowflake weather-snowy
    sun.and.horizon weather-sunset
    sunrise weather-sunset-up
    sunset weather-sunset-down
    wind weather-windy
    switch.2 toggle-switch
    tag tag-outline
    tag.fill tag
    testtube.2 test-tube
    text.alignleft format-align-left
    text.aligncenter format-align-center
    text.alignright format-align-right
    text.bubble comment-text-outline
    textformat format-text
    textformat.size format-size
    thermometer thermometer
    timer timer
    touchid fingerprint
    tram tram
    trash delete-outline delete
    trash.fill delete
    tray inbox
    tray.fill inbox
    tray.full inbox
    triangle triangle-outline
    triangle.fill triangle
    trophy trophy
    tv television
    uiwindow.split.2x1 view-split-vertical view-column
    umbrella umbrella
    underline format-underline
    video video-outline video
    video.fill video
    wand.and.stars auto-fix
    wave.3.right.circle nfc
    wifi wifi
    wifi.exclamationmark wifi-alert wifi
    wifi.slash wifi-off
    wrench wrench
    wrench.and.screwdriver tools wrench
    xmark close
    xmark.bin delete-forever
    xmark.circle close-circle-outline
    xmark.circle.fill close-circle
    xmark.octagon.fill close-octagon
    xmark.square close-box-outline
    xmark.square.fill close-box
    """
}
